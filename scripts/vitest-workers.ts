/**
 * How many test files the projects other than e2e run at a time (`maxWorkers`; every project of one
 * `sequence.groupOrder` must give the same number, and path-listed projects do not inherit the
 * root config's). Vitest's default is the cores less one, one file at a time on these two-core
 * machines; the emulator, functions and rules tests spend most of their time waiting on the
 * emulators, so three files at a time fill the two cores. The e2e project runs after them with its
 * own number (e2e/vitest.config.ts).
 */
export const TEST_FILES_AT_A_TIME = 3;
