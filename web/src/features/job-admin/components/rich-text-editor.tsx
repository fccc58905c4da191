import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useEffect, useId } from 'react';

const cursorBlink = keyframes`
  to {
    visibility: hidden;
  }
`;

/**
 * The styles ProseMirror needs to edit correctly (Tiptap's own, @tiptap/core's style.ts), given
 * through the theme's styling like every other style. Tiptap would otherwise insert them as a
 * `<style>` element with text, which the Content-Security-Policy refuses (firebase.json; only MUI's
 * empty style elements are allowed): hence `injectCSS: false` below.
 */
const PROSEMIRROR_STYLES = {
  '& .ProseMirror': {
    position: 'relative',
    wordWrap: 'break-word',
    whiteSpace: 'break-spaces',
    WebkitFontVariantLigatures: 'none',
    fontVariantLigatures: 'none',
    fontFeatureSettings: '"liga" 0',
  },
  '& .ProseMirror [contenteditable="false"]': { whiteSpace: 'normal' },
  '& .ProseMirror [contenteditable="false"] [contenteditable="true"]': { whiteSpace: 'pre-wrap' },
  '& .ProseMirror pre': { whiteSpace: 'pre-wrap' },
  '& img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    margin: '0 !important',
    width: '0 !important',
    height: '0 !important',
  },
  '& .ProseMirror-gapcursor': { display: 'none', pointerEvents: 'none', position: 'absolute', margin: 0 },
  '& .ProseMirror-gapcursor:after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: -2,
    width: 20,
    borderTop: '1px solid currentColor',
    animation: `${cursorBlink} 1.1s steps(2, start) infinite`,
  },
  '& .ProseMirror-hideselection *::selection': { background: 'transparent' },
  '& .ProseMirror-hideselection *': { caretColor: 'transparent' },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
} as const;

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  minHeight?: number;
};

/**
 * The job form's rich text (Tiptap): paragraphs, bold, italic, headings and lists — what the
 * jobs service keeps when it sanitizes on save. The editing area is a labelled multi-line textbox;
 * the toolbar's buttons say what they do and whether they are on. Re-rendered only when its props
 * change (memo; a form re-renders on every keystroke): give it handlers that stay the same.
 */
export const RichTextEditor = memo(function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  minHeight = 140,
}: RichTextEditorProps) {
  const labelId = useId();
  const helpId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: false }),
    ],
    content: value,
    immediatelyRender: true,
    injectCSS: false,
    onUpdate: ({ editor: current }) => {
      onChange(current.isEmpty ? '' : current.getHTML());
    },
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  // A value set from outside (copying a previous job, a reset) replaces the document; the editor's
  // own edits come back through onChange equal to what it holds, and are left alone.
  useEffect(() => {
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
    }),
  });

  const buttons = [
    {
      key: 'bold',
      label: 'Bold',
      Icon: FormatBold,
      on: active.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      Icon: FormatItalic,
      on: active.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'heading',
      label: 'Heading',
      Icon: Title,
      on: active.heading,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bullets',
      label: 'Bulleted list',
      Icon: FormatListBulleted,
      on: active.bullets,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: 'Numbered list',
      Icon: FormatListNumbered,
      on: active.numbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
          },
        }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label} formatting`}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
        >
          {buttons.map(({ key, label: buttonLabel, Icon, on, run }) => (
            <Tooltip key={key} title={buttonLabel}>
              <IconButton
                size="small"
                aria-label={buttonLabel}
                aria-pressed={on}
                color={on ? 'primary' : 'default'}
                onClick={run}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          sx={{
            ...PROSEMIRROR_STYLES,
            px: 1.5,
            '& .tiptap': { minHeight, outline: 'none', py: 1 },
            '& .tiptap p': { my: 0.5 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? hint ?? ' '}
      </FormHelperText>
    </Box>
  );
});
