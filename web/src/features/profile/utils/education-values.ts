import type { CareerEntry, EducationEntry, Profile } from '@careers/domain/types';

// The form holds what the inputs hold (text); the domain's schema turns it into numbers.
type Text<T> = { [K in keyof T]: T[K] extends boolean ? boolean : string };
export type EducationValues = Text<EducationEntry>;
export type CareerValues = Text<CareerEntry>;
export type EducationStepValues = {
  totalExperience: string;
  education: EducationValues[];
  career: CareerValues[];
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

// Spec section 5: both lists start with one empty entry, and a missing year is the newest one:
// this year in the company's time zone (the selects run from it down to 1900).
export const emptyEducation = (newestYear: number): EducationValues => ({
  institute: '',
  degree: '',
  fieldOfStudy: '',
  cgpa: '',
  percentage: '',
  from: String(newestYear),
  to: String(newestYear),
});
export const emptyCareer = (newestYear: number): CareerValues => ({
  company: '',
  position: '',
  from: String(newestYear),
  to: String(newestYear),
  description: '',
  currentJob: false,
});

export const educationStepValues = (
  profile: Partial<Profile> | null,
  newestYear: number,
): EducationStepValues => ({
  totalExperience: text(profile?.totalExperience),
  education:
    profile?.education && profile.education.length > 0
      ? profile.education.map((entry) => ({
          ...entry,
          cgpa: text(entry.cgpa),
          percentage: text(entry.percentage),
          from: text(entry.from),
          to: text(entry.to),
        }))
      : [emptyEducation(newestYear)],
  career:
    profile?.career && profile.career.length > 0
      ? profile.career.map((entry) => ({ ...entry, from: text(entry.from), to: text(entry.to) }))
      : [emptyCareer(newestYear)],
});

/** A career entry left completely empty is not one (a candidate with no experience leaves it so). */
const isBlankCareer = (entry: CareerValues) =>
  entry.company.trim() === '' && entry.position.trim() === '' && entry.description.trim() === '';

export const educationStepRequest = (values: EducationStepValues) => ({
  totalExperience: values.totalExperience === '' ? Number.NaN : Number(values.totalExperience),
  education: values.education.map((entry) => ({
    ...entry,
    cgpa: entry.cgpa === '' ? null : Number(entry.cgpa),
    percentage: entry.percentage === '' ? null : Number(entry.percentage),
    from: Number(entry.from),
    to: Number(entry.to),
  })),
  career: values.career
    .filter((entry, index) => !(index === 0 && values.career.length === 1 && isBlankCareer(entry)))
    .map((entry) => ({ ...entry, from: Number(entry.from), to: Number(entry.to) })),
});
