import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.ts';
import { expectExpr, expectExprError } from './test-helpers.ts';

// Examples from the rules.math, rules.hashing, rules.latlng, rules.Bytes references and the
// conversion functions documented on rules.String / rules.Integer / rules.Float.
describe('math', () => {
  it.each([
    ['math.abs(-1)', 1, 'int'],
    ['math.abs(1)', 1, 'int'],
    ['math.abs(-1.5)', 1.5, 'float'],
    ['math.ceil(2.0)', 2, 'int'],
    ['math.ceil(2.1)', 3, 'int'],
    ['math.ceil(2.7)', 3, 'int'],
    ['math.floor(1.9)', 1, 'int'],
    ['math.floor(2.0)', 2, 'int'],
    ['math.floor(-2.5)', -3, 'int'],
    ['math.round(1.9)', 2, 'int'],
    ['math.round(2.4)', 2, 'int'],
    ['math.round(2.5)', 3, 'int'],
    ['math.round(-2.5)', -3, 'int'],
    ['math.pow(2, 2)', 4, 'float'],
    ['math.pow(1.5, 2)', 2.25, 'float'],
    ['math.pow(4, 0.5)', 2, 'float'],
    ['math.sqrt(4)', 2, 'float'],
    ['math.sqrt(2.25)', 1.5, 'float'],
    ['math.isInfinite(float("Infinity"))', true, 'bool'],
    ['math.isInfinite(100)', false, 'bool'],
    ['math.isNaN(float("NaN"))', true, 'bool'],
    ['math.isNaN(100)', false, 'bool'],
  ])('%s == %o (%s)', (src, value, type) => {
    expectExpr(src, value, { type });
  });

  it.each([
    ['math.abs("1")', /expected number/],
    ['math.sqrt(null)', /expected number/],
    ['math.ceil(float("NaN"))', /not finite/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });

  it('rejects unknown namespace functions at compile time', () => {
    expect(() => evaluateExpression('math.tan(1)')).toThrow(/Unknown function 'math.tan'/);
  });
});

describe('conversions', () => {
  it.each([
    ['int("42")', 42, 'int'],
    ['int("-7")', -7, 'int'],
    ['int(3.99)', 3, 'int'],
    ['int(-3.99)', -3, 'int'],
    ['int(5)', 5, 'int'],
    ['float(1)', 1, 'float'],
    ['float("2.5")', 2.5, 'float'],
    ['float("1e2")', 100, 'float'],
    ['string(-12)', '-12', 'string'],
    ['string(false)', 'false', 'string'],
    ["string(b'hi')", 'hi', 'string'],
    ['string(timestamp.value(0))', '1970-01-01T00:00:00Z', 'string'],
    ['debug(1 + 1)', 2, 'int'],
  ])('%s == %o (%s)', (src, value, type) => {
    expectExpr(src, value, { type });
  });

  it.each([
    ['int("4.5")', /cannot convert/],
    ['int("abc")', /cannot convert/],
    ['int("99999999999999999999")', /overflow/],
    ['float("x")', /cannot convert/],
    ['int(null)', /expected int, float or string/],
    ['string([1])', /Invalid argument to string/],
    ['debug(1 / 0)', /Division by zero/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});

describe('hashing and bytes', () => {
  it.each([
    ["hashing.crc32('abc').toHexString()", '352441C2'],
    ["hashing.crc32('123456789').toHexString()", 'CBF43926'],
    ["hashing.crc32c('123456789').toHexString()", 'E3069283'],
    ["hashing.md5('abc').toHexString()", '900150983CD24FB0D6963F7D28E17F72'],
    [
      "hashing.sha256('abc').toHexString()",
      'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD',
    ],
    ["hashing.md5(b'abc') == hashing.md5('abc')", true],
    ["b'\\xFF\\xFF'.size()", 2],
    ["b'a'.size()", 1],
    ["b'€'.size()", 3],
    ["b'*' == b'\\x2A'", true],
    ["b'*' == b'\\052'", true],
    ["b'€' == b'\\342\\202\\254'", true],
    ["b'\\xFB\\xEF\\xBE'.toBase64()", '----'],
    ["b'\\x2A'.toHexString()", '2A'],
    ["b'**'.toHexString()", '2A2A'],
    ["b'€'.toHexString()", 'E282AC'],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it('hashing rejects non-string/bytes input', () => {
    expectExprError('hashing.sha256(1)', /expected string or bytes/);
  });
});

describe('latlng', () => {
  it.each([
    ['latlng.value(48.85, 2.35).latitude()', 48.85],
    ['latlng.value(48.85, 2.35).longitude()', 2.35],
    ['latlng.value(0.0, 0.0) == latlng.value(0.0, 0.0)', true],
    ['latlng.value(0.0, 0.0).distance(latlng.value(0.0, 0.0))', 0],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it('distance is the great-circle distance in meters', () => {
    // Paris to London is about 344 km.
    const r = evaluateExpression('latlng.value(48.8566, 2.3522).distance(latlng.value(51.5074, -0.1278))');
    expect(r.ok && r.type).toBe('float');
    expect(r.ok && (r.value as number)).toBeGreaterThan(340_000);
    expect(r.ok && (r.value as number)).toBeLessThan(348_000);
  });

  it('rejects out-of-range coordinates', () => {
    expectExprError('latlng.value(91.0, 0.0)', /out of range/);
  });
});
