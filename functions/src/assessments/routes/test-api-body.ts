import { idOf } from '../../lib/api-body.ts';
import { inputObject } from '../../lib/service-error.ts';

// The spec's API (section 7) sends tests and questions as the old app did: a test's `time` and its
// `department` (and `copyFrom`) as a reference; questions with `typeOfQuestion` and their options
// as `{ option }` objects. The tests service takes the form's fields (testSchema, questionSchema);
// these map the first onto the second, so both shapes work. Per-field errors use the form's names.

const RENAMED: Record<string, string> = { time: 'timeMinutes', department: 'departmentId' };

export const testInputFromApiBody = (body: unknown): Record<string, unknown> => {
  const sent = inputObject(body);
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) {
    const name = RENAMED[key] ?? key;
    // A field sent under both names: the form's name wins.
    if (name !== key && name in sent) continue;
    if (name === 'departmentId' || name === 'copyFrom') input[name] = idOf(value);
    else if (name === 'level' && typeof value === 'string') input[name] = value.toLowerCase();
    else input[name] = value;
  }
  return input;
};

/** `{ option: 'x' }` or `'x'` → `'x'`. */
const optionText = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)['option']
    : value;

const optionList = (value: unknown): unknown => (Array.isArray(value) ? value.map(optionText) : value);

/** The list of questions (or `{ questions }`) → `{ questions }` in the form's shape. */
export const questionsInputFromApiBody = (body: unknown): { questions: unknown } => {
  const sent = Array.isArray(body) ? body : inputObject(body)['questions'];
  if (!Array.isArray(sent)) return { questions: sent };
  return {
    questions: sent.map((item) => {
      const question = inputObject(item);
      const type = question['type'] ?? question['typeOfQuestion'];
      return {
        statement: question['statement'],
        type: typeof type === 'string' ? type.toLowerCase() : type,
        image: question['image'] === '' ? null : question['image'],
        correctOptions: optionList(question['correctOptions']),
        wrongOptions: optionList(question['wrongOptions']),
      };
    }),
  };
};
