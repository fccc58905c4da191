// The hiring-insights capability (issue 22): reads the applications capability's counters and
// answers the figures; owns no collection. Its callable and route are wired by src/index.ts and
// http/app.ts; nothing else uses it.
export { readHiringInsights, type HiringInsightsInput } from './services/hiring-insights.ts';
