import { describe, it } from 'vitest';
import { expectExpr, expectExprError } from './test-helpers.ts';

describe('literals and types', () => {
  it.each([
    ['null', null, 'null'],
    ['true', true, 'bool'],
    ['false', false, 'bool'],
    ['42', 42, 'int'],
    ['-42', -42, 'int'],
    ['0x1F', 31, 'int'],
    ['1.5', 1.5, 'float'],
    ['2.0', 2, 'float'],
    ['1e3', 1000, 'float'],
    ["'single'", 'single', 'string'],
    ['"double"', 'double', 'string'],
    ["'esc\\n\\t\\u00e9'", 'esc\n\té', 'string'],
    ["r'raw\\n'", 'raw\\n', 'string'],
    ['[1, "a", true]', [1, 'a', true], 'list'],
    ['{"a": 1, "b": [2]}', { a: 1, b: [2] }, 'map'],
    ['-9223372036854775808', -9223372036854775808n, 'int'],
  ])('%s evaluates to %o (%s)', (src, value, type) => {
    expectExpr(src, value, { type });
  });
});

describe('arithmetic', () => {
  it.each([
    ['1 + 2', 3, 'int'],
    ['10 - 15', -5, 'int'],
    ['6 * 7', 42, 'int'],
    ['7 / 2', 3, 'int'],
    ['-7 / 2', -3, 'int'],
    ['7 % 3', 1, 'int'],
    ['-7 % 3', -1, 'int'],
    ['7.0 / 2', 3.5, 'float'],
    ['1 + 1.5', 2.5, 'float'],
    ['0.1 + 0.2 > 0.3', true, 'bool'],
    ['2 * 3 + 4', 10, 'int'],
    ['2 * (3 + 4)', 14, 'int'],
    ['"ab" + "cd"', 'abcd', 'string'],
    ['[1, 2] + [3]', [1, 2, 3], 'list'],
    ['--5', 5, 'int'],
    ['1.0 / 0 > 1000000.0', true, 'bool'],
  ])('%s == %o', (src, value, type) => {
    expectExpr(src, value, { type });
  });

  it.each([
    ['1 / 0', /Division by zero/],
    ['1 % 0', /Modulus by zero/],
    ['9223372036854775807 + 1', /overflow/],
    ['-9223372036854775808 - 1', /overflow/],
    ['4611686018427387904 * 2', /overflow/],
    ['"a" + 1', /Unsupported operation: string \+ int/],
    ['[1] + "a"', /Unsupported operation/],
    ['true + true', /Unsupported operation/],
    ['-"a"', /requires a number/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});

describe('comparison and equality', () => {
  it.each([
    ['1 == 1', true],
    ['1 == 1.0', true],
    ['1 != 2', true],
    ['"a" == "a"', true],
    ['"a" == 1', false],
    ['null == null', true],
    ['null == false', false],
    ['[1, [2, 3]] == [1, [2, 3]]', true],
    ['[1, 2] == [2, 1]', false],
    ['{"a": 1, "b": 2} == {"b": 2, "a": 1}', true],
    ['{"a": 1} == {"a": 1, "b": 2}', false],
    ['1 < 2', true],
    ['2 <= 2', true],
    ['3 > 2.5', true],
    ['2 >= 3', false],
    ['"apple" < "banana"', true],
    ['"Z" < "a"', true],
  ])('%s is %o', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });

  it.each([['1 < "2"'], ['null < 1'], ['[1] < [2]'], ['{"a": 1} > {"a": 0}']])(
    '%s is an error (no ordering)',
    (src) => {
      expectExprError(src, /Unsupported operation/);
    },
  );
});

describe('logical operators, ternary and in', () => {
  it.each([
    ['true && true', true],
    ['true && false', false],
    ['false || true', true],
    ['!false', true],
    ['!(1 == 1)', false],
    ['true ? "yes" : "no"', 'yes'],
    ['false ? "yes" : "no"', 'no'],
    ['1 < 2 ? 1 / 1 : 1 / 0', 1],
    ['1 in [1, 2, 3]', true],
    ['4 in [1, 2, 3]', false],
    ['1.0 in [1, 2]', true],
    ['"a" in {"a": 1}', true],
    ['"b" in {"a": 1}', false],
    ['"a" in ["a", "b"].toSet()', true],
    ['1 + 1 == 2 && "x" in ["x"]', true],
  ])('%s evaluates to %o', (src, value) => {
    expectExpr(src, value);
  });

  it.each([
    ['!1', /requires a bool/],
    ['1 ? 2 : 3', /must be a bool/],
    ['1 in "abc"', /Unsupported operation/],
    ['1 in {"a": 1}', /Map keys are strings/],
    ['"a" in null', /Null value/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});

describe('is type checks', () => {
  it.each([
    ['"a" is string', true],
    ['1 is int', true],
    ['1 is float', false],
    ['1.0 is float', true],
    ['1 is number', true],
    ['1.5 is number', true],
    ['"1" is number', false],
    ['true is bool', true],
    ['null is bool', false],
    ['{} is map', true],
    ['[] is list', true],
    ['[].toSet() is set', true],
    ['[] is set', false],
    ["b'ab' is bytes", true],
    ['/a/b is path', true],
    ['timestamp.value(0) is timestamp', true],
    ['duration.value(1, "s") is duration', true],
    ['latlng.value(1.0, 2.0) is latlng', true],
    ['{}.diff({}) is map_diff', true],
  ])('%s is %o', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });
});
