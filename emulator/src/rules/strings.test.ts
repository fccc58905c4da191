import { describe, it } from 'vitest';
import { expectExpr, expectExprError } from './test-helpers.ts';

// Examples from the rules.String reference.
describe('string methods', () => {
  it.each([
    ["'ABC'.lower()", 'abc'],
    ["'ABC123'.lower()", 'abc123'],
    ["'abc'.upper()", 'ABC'],
    ["'a'.size()", 1],
    ["'abc'.size()", 3],
    ["'é€😀'.size()", 3],
    ["'  padded \\t'.trim()", 'padded'],
    ["'a/b/c'.split('/')", ['a', 'b', 'c']],
    ["'a1b22c'.split('[0-9]+')", ['a', 'b', 'c']],
    ["'a-b'.split('(-)')", ['a', 'b']],
    ["'banana'.replace('a', 'o')", 'bonono'],
    ["'banana'.replace('ana', 'ee')", 'beena'],
    ["'foo@test.com'.replace('.', '-')", '------------'],
    ["'john smith'.replace('(\\\\w+) (\\\\w+)', '\\\\2 \\\\1')", 'smith john'],
    ["'username' + '@domain.com'", 'username@domain.com'],
    ["'abc'[0]", 'a'],
    ["'abcdef'[0:3]", 'abc'],
    ["'abcdef'[3:]", 'def'],
    ["'😀x'[1]", 'x'],
    ['string(true)', 'true'],
    ['string(1)', '1'],
    ['string(2.0)', '2.0'],
    ['string(1.5)', '1.5'],
    ['string(null)', 'null'],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it.each([
    ["'user@domain.com'.matches('.*@domain[.]com')", true],
    ["'banana'.matches('.*@domain[.]com')", false],
    // matches() is a full match, not a search.
    ["'abc'.matches('b')", false],
    ["'abc'.matches('a.c')", true],
    ["'ABC'.matches('(?i)abc')", true],
    ["'x1'.matches('[[:alpha:]][[:digit:]]')", true],
    ["'image/png'.matches('image/.*')", true],
    ["'text/html'.matches('image/.*')", false],
    ["'a.b'.matches('\\\\Qa.b\\\\E')", true],
    ["'axb'.matches('\\\\Qa.b\\\\E')", false],
  ])('%s is %o', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });

  it('toUtf8 returns bytes', () => {
    expectExpr("'€'.toUtf8() == b'\\xE2\\x82\\xAC'", true);
    expectExpr("'€'.toUtf8().size()", 3);
  });

  it.each([
    ["'abc'[3]", /out of range/],
    ["'abc'[1:5]", /out of bounds/],
    ["'abc'.matches('(a')", /Invalid regular expression/],
    ["'aa'.matches('(a)\\\\1')", /backreferences/],
    ["'ab'.matches('a(?=b)')", /lookaround/],
    ["'abc'.size(1)", /expects 0 argument/],
    ["'abc'.nope()", /Function not found/],
    ["'abc'.matches(1)", /expected string/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});
