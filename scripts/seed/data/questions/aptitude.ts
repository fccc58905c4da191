// Aptitude questions shared by all demo tests: hand-written verbal and logical reasoning, and
// arithmetic word problems generated from templates with the correct answer computed. A seeded
// generator keeps every run identical, so re-seeding writes the same banks.
import { mcq, mcqBank, type Mcq } from './mcq.ts';

/** Verbal and logical reasoning, hand-written (aptitude-verbal.json). */
export const VERBAL_AND_LOGIC: readonly Mcq[] = mcqBank('aptitude-verbal.json', 'aptitude');

// ---------------------------------------------------------------------------------------------
// Generated arithmetic

/** mulberry32: a tiny deterministic PRNG. */
const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = {
  int: (min: number, max: number) => number;
  pick: <T>(values: readonly T[]) => T;
};

const randomOf = (next: () => number): Random => ({
  int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  pick: (values) => values[Math.floor(next() * values.length)]!,
});

const num = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

type Problem = { statement: string; answer: number; distractors: number[]; format: (n: number) => string };

const rs = (n: number) => `Rs ${num(n)}`;
const kg = (n: number) => `${num(n)} kg`;
const metres = (n: number) => `${num(n)} m`;
const plain = (n: number) => num(n);

const templates: ((r: Random) => Problem)[] = [
  (r) => {
    const produced = r.int(20, 90) * 100;
    const percent = r.pick([2, 4, 5, 6, 8, 10, 12, 15]);
    const rejected = (produced * percent) / 100;
    return {
      statement: `A spinning unit produced ${num(produced)} kg of yarn and ${percent}% was rejected at winding. How many kilograms were accepted?`,
      answer: produced - rejected,
      distractors: [rejected, produced - percent, produced - 2 * rejected, produced - rejected / 2],
      format: kg,
    };
  },
  (r) => {
    const mean = r.int(40, 90) * 10;
    const days = [
      mean + r.int(-6, 6) * 10,
      mean + r.int(-6, 6) * 10,
      mean + r.int(-6, 6) * 10,
      mean + r.int(-6, 6) * 10,
    ];
    days.push(mean * 5 - days.reduce((sum, d) => sum + d, 0));
    return {
      statement: `A loom produced ${days.map(num).join(', ')} metres of cloth on five days. What was its average daily production?`,
      answer: mean,
      distractors: [mean + 10, mean - 10, Math.round((mean * 5) / 4), mean + 20],
      format: metres,
    };
  },
  (r) => {
    const [cotton, poly] = r.pick([
      [60, 40],
      [52, 48],
      [65, 35],
      [70, 30],
      [80, 20],
    ] as const);
    const lot = r.int(5, 40) * 100;
    const answer = (lot * poly) / 100;
    return {
      statement: `Cotton and polyester are blended in the ratio ${cotton}:${poly}. How many kilograms of polyester are in a ${num(lot)} kg lot?`,
      answer,
      distractors: [(lot * cotton) / 100, answer + lot / 10, answer - lot / 20, lot / 2],
      format: kg,
    };
  },
  (r) => {
    const rate = r.int(30, 60);
    const before = r.pick([4, 5, 6, 8]);
    const after = r.pick([6, 9, 10, 12].filter((n) => n !== before));
    return {
      statement: `${before} operators stitch ${num(before * rate)} shirts in a shift. At the same rate, how many shirts will ${after} operators stitch?`,
      answer: after * rate,
      distractors: [
        before * rate + (after - before),
        after * rate + rate,
        after * rate - rate,
        before * after * 10,
      ],
      format: plain,
    };
  },
  (r) => {
    const [workers, days, more] = r.pick([
      [12, 15, 20],
      [10, 18, 15],
      [8, 30, 12],
      [6, 20, 8],
      [9, 16, 12],
      [15, 8, 20],
    ] as const);
    const answer = (workers * days) / more;
    return {
      statement: `${workers} workers can finish a packing order in ${days} days. How many days will ${more} workers take at the same rate?`,
      answer,
      distractors: [(days * more) / workers, days - (more - workers), answer + 2, answer - 1],
      format: (n) => `${num(n)} days`,
    };
  },
  (r) => {
    const cost = r.int(5, 30) * 100;
    const percent = r.pick([10, 12, 15, 20, 25, 30]);
    const answer = (cost * (100 + percent)) / 100;
    return {
      statement: `A garment costs Rs ${num(cost)} to make. At what price must it be sold to earn a ${percent}% profit?`,
      answer,
      distractors: [
        cost + percent,
        (cost * (100 - percent)) / 100,
        answer + cost / 20,
        (cost * percent) / 100,
      ],
      format: rs,
    };
  },
  (r) => {
    const price = r.int(12, 60) * 100;
    const percent = r.pick([10, 15, 20, 25, 30, 40]);
    const answer = (price * (100 - percent)) / 100;
    return {
      statement: `A bedsheet set priced at Rs ${num(price)} is sold at a ${percent}% discount. What is the sale price?`,
      answer,
      distractors: [
        (price * percent) / 100,
        price - percent,
        (price * (100 + percent)) / 100,
        answer - price / 20,
      ],
      format: rs,
    };
  },
  (r) => {
    const principal = r.int(5, 50) * 10000;
    const rate = r.pick([5, 8, 10, 12, 15]);
    const years = r.pick([2, 3, 4]);
    const answer = (principal * rate * years) / 100;
    return {
      statement: `What is the simple interest on Rs ${num(principal)} at ${rate}% a year for ${years} years?`,
      answer,
      distractors: [
        (principal * rate) / 100,
        principal + answer,
        (principal * rate * (years + 1)) / 100,
        answer / 2,
      ],
      format: rs,
    };
  },
  (r) => {
    const speed = r.pick([40, 45, 50, 60, 70, 80]);
    const hours = r.int(2, 8);
    return {
      statement: `A truck carries yarn ${num(speed * hours)} km to the port at an average speed of ${speed} km/h. How many hours does the trip take?`,
      answer: hours,
      distractors: [hours + 1, hours - 1, hours + 2, hours * 2],
      format: (n) => `${num(n)} hours`,
    };
  },
  (r) => {
    const start = r.int(3, 30);
    const step = r.int(3, 12);
    const terms = [0, 1, 2, 3, 4].map((i) => start + i * step);
    const answer = start + 5 * step;
    return {
      statement: `What comes next in the series ${terms.map(num).join(', ')}, ...?`,
      answer,
      distractors: [answer + step, answer + 1, answer - 1, answer + 2 * step],
      format: plain,
    };
  },
  (r) => {
    const start = r.int(2, 7);
    const ratio = r.pick([2, 3]);
    const terms = [0, 1, 2, 3].map((i) => start * ratio ** i);
    const answer = start * ratio ** 4;
    const last = terms[terms.length - 1]!;
    return {
      statement: `What comes next in the series ${terms.map(num).join(', ')}, ...?`,
      answer,
      distractors: [last + (last - terms[terms.length - 2]!), answer + ratio, answer - start, answer * ratio],
      format: plain,
    };
  },
  (r) => {
    const base = r.int(8, 40) * 100;
    const percent = r.pick([5, 10, 15, 20, 25, 40]);
    const after = (base * (100 + percent)) / 100;
    return {
      statement: `Daily output rose from ${num(base)} metres to ${num(after)} metres. What is the percentage increase?`,
      answer: percent,
      distractors: [Math.round(((after - base) / after) * 1000) / 10, percent + 5, percent * 2, after - base],
      format: (n) => `${num(n)}%`,
    };
  },
  (r) => {
    const perMetre = r.int(25, 90) * 10;
    const bought = r.pick([4, 5, 8]);
    const wanted = r.pick([6, 7, 12, 15]);
    const answer = perMetre * wanted;
    return {
      statement: `${bought} metres of lawn fabric cost Rs ${num(perMetre * bought)}. What will ${wanted} metres cost at the same price?`,
      answer,
      distractors: [
        perMetre * bought + wanted,
        answer + perMetre,
        answer - perMetre,
        perMetre * (bought + wanted),
      ],
      format: rs,
    };
  },
];

const toMcq = (problem: Problem): Mcq | null => {
  const correct = problem.format(problem.answer);
  const wrong: string[] = [];
  const candidates = [...problem.distractors, problem.answer + 1, problem.answer * 2, problem.answer + 10];
  for (const candidate of candidates) {
    if (!(candidate > 0) || !Number.isFinite(candidate)) continue;
    const text = problem.format(candidate);
    if (text === correct || wrong.includes(text)) continue;
    wrong.push(text);
    if (wrong.length === 3) break;
  }
  if (wrong.length < 3) return null;
  return mcq('aptitude', problem.statement, correct, [wrong[0]!, wrong[1]!, wrong[2]!]);
};

/** `count` distinct arithmetic questions, the same for the same seed. */
export const generateArithmetic = (seed: number, count: number): Mcq[] => {
  const random = randomOf(prng(seed));
  const out: Mcq[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt += 1) {
    const template = templates[(out.length + seed) % templates.length]!;
    const question = toMcq(template(random));
    if (!question || seen.has(question.statement)) continue;
    seen.add(question.statement);
    out.push(question);
  }
  if (out.length < count) throw new Error(`generateArithmetic: only ${out.length} of ${count} questions`);
  return out;
};
