import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo, useCallback } from 'react';

import type { Option } from '../api/job-form-options';

import { RichTextEditor } from './rich-text-editor';

/**
 * Several entries of a catalog (required degrees, employment questions), by id. Re-rendered only
 * when its props change (memo): the job form re-renders on every keystroke.
 */
export const CatalogMultiSelect = memo(function CatalogMultiSelect({
  id,
  label,
  choices,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  choices: readonly Option[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  return (
    <Autocomplete
      multiple
      id={id}
      options={choices}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      value={choices.filter((choice) => value.includes(choice.id))}
      onChange={(_event, chosen) => onChange(chosen.map((choice) => choice.id))}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
});

/** One skill's editor, re-rendered only when its own text or message changes (memo). */
const SkillEditor = memo(function SkillEditor({
  index,
  skill,
  error,
  onSkillChange,
}: {
  index: number;
  skill: string;
  error: string | undefined;
  onSkillChange: (index: number, html: string) => void;
}) {
  const onChange = useCallback((html: string) => onSkillChange(index, html), [onSkillChange, index]);
  return (
    <RichTextEditor
      label={`Skill ${String(index + 1)}`}
      required={index === 0}
      minHeight={56}
      value={skill}
      onChange={onChange}
      error={error}
    />
  );
});

/** The job's key requirements: one rich-text skill each, the first required, more added and removed. */
export function SkillsEditor({
  skills,
  onChange,
  onSkillChange,
  errorAt,
}: {
  skills: readonly string[];
  /** The list replaced (a skill added or removed). */
  onChange: (skills: string[]) => void;
  /** One skill edited: a function that stays the same, for the skills' editors skip other keys. */
  onSkillChange: (index: number, html: string) => void;
  /** The message of `skills[i]`, or of the whole list ('skills'). */
  errorAt: (path: string) => string | undefined;
}) {
  return (
    <Stack spacing={2}>
      {skills.map((skill, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SkillEditor
              index={index}
              skill={skill}
              error={errorAt(`skills[${String(index)}]`) ?? (index === 0 ? errorAt('skills') : undefined)}
              onSkillChange={onSkillChange}
            />
          </Box>
          {index > 0 ? (
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              sx={{ mt: 3 }}
              onClick={() => onChange(skills.filter((_, other) => other !== index))}
            >
              Remove skill {index + 1}
            </Button>
          ) : null}
        </Stack>
      ))}
      <Box>
        <Button startIcon={<AddOutlined />} onClick={() => onChange([...skills, ''])}>
          Add skill
        </Button>
      </Box>
    </Stack>
  );
}
