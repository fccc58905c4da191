import { styled, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';

// Light form controls for the public pages: native <input> and <select> with the theme's look.
// MUI's TextField brings every input variant, Select and its menu (about 10 KiB gzipped); these
// keep the public pages inside their JavaScript budget and behave natively on phones.

const controlStyles = ({ theme }: { theme: Theme }) =>
  ({
    display: 'block',
    width: '100%',
    minHeight: 44,
    padding: theme.spacing(1, 1.5),
    font: 'inherit',
    // 16px at least, or iOS zooms the page when the field gets focus.
    fontSize: '1rem',
    lineHeight: 1.5,
    color: theme.vars.palette.text.primary,
    backgroundColor: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['border-color', 'box-shadow'], { duration: 120 }),
    '&:hover': { borderColor: theme.vars.palette.text.primary },
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: theme.vars.palette.primary.main,
      boxShadow: `0 0 0 2px ${theme.vars.palette.primary.main}`,
    },
    '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
  }) as const;

export const NativeInput = styled('input')(controlStyles);

export const NativeSelect = styled('select')(({ theme }) => ({
  ...controlStyles({ theme }),
  appearance: 'none',
  paddingRight: theme.spacing(5),
  cursor: 'pointer',
  // A chevron drawn in the current text colour.
  backgroundImage: `linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%)`,
  backgroundPosition: 'calc(100% - 20px) 50%, calc(100% - 15px) 50%',
  backgroundSize: '5px 5px, 5px 5px',
  backgroundRepeat: 'no-repeat',
}));

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: '0.875rem',
  fontWeight: 600,
  color: theme.vars.palette.text.primary,
}));

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Extra styles for the wrapper (e.g. a fixed width). */
  className?: string;
  children: ReactNode;
};

/** A label above its control. */
export function Field({ id, label, className, children }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

export type NativeInputProps = ComponentProps<typeof NativeInput>;
export type NativeSelectProps = ComponentProps<typeof NativeSelect>;

/** A group of checkboxes or radios with its legend. */
export const ChoiceGroup = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const ChoiceLegend = styled('legend')(({ theme }) => ({
  padding: 0,
  marginBottom: theme.spacing(0.75),
  fontSize: '0.875rem',
  fontWeight: 700,
  color: theme.vars.palette.text.primary,
}));

/** A checkbox or radio with its text; the whole row is the click target. */
export const ChoiceLabel = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.25),
  minHeight: 36,
  cursor: 'pointer',
  fontSize: '0.9375rem',
  color: theme.vars.palette.text.primary,
  '& input': {
    flex: 'none',
    width: 18,
    height: 18,
    margin: 0,
    cursor: 'pointer',
    accentColor: theme.vars.palette.primary.main,
  },
  '& input:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));
