import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

type SearchRowProps = {
  /** The search landmark's accessible name ('Search candidates'). */
  label: string;
  /** Find: the fields are applied together (each search is a Firestore read, not one per key). */
  onFind: () => void;
  /** Find is refused while the fields disagree (a range the wrong way round). */
  findDisabled?: boolean;
  /** Small fields (the applicants table's, inside the job page): tighter, and the row wraps. */
  dense?: boolean;
  /** The button after Find that drops a part of the search ('Clear search'), when there is one. */
  reset?: { label: string; onClick: () => void } | null;
  /** The fields, before Find. */
  children: ReactNode;
};

/**
 * The admin lists' search form (/jobs, /candidates, a job's applicants): a search landmark whose
 * fields stand in a row from md up (a column below), then Find and the optional reset, as tall as
 * the fields beside them.
 */
export function SearchRow({
  label,
  onFind,
  findDisabled = false,
  dense = false,
  reset,
  children,
}: SearchRowProps) {
  const buttonSx = { height: dense ? 40 : 56 };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field submits too: the refusal holds for it as for the button.
    if (!findDisabled) onFind();
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: dense ? 1.5 : 2, flexWrap: dense ? 'wrap' : undefined, alignItems: { md: 'flex-start' } }}
    >
      {children}
      <Button type="submit" variant="outlined" disabled={findDisabled} sx={buttonSx}>
        Find
      </Button>
      {reset ? (
        <Button sx={buttonSx} onClick={reset.onClick}>
          {reset.label}
        </Button>
      ) : null}
    </Stack>
  );
}
