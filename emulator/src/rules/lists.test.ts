import { describe, it } from 'vitest';
import { expectExpr, expectExprError } from './test-helpers.ts';

// Examples from the rules.List reference.
describe('list methods and operators', () => {
  it.each([
    ["['a', 'b'].hasOnly(['a', 'c'])", false],
    ["['a', 'b'].hasOnly(['a', 'b', 'c'])", true],
    ["['a', 'b'].hasOnly(['b', 'a'])", true],
    ["['a', 'a', 'b'].hasOnly(['a', 'b', 'b'])", true],
    ["['a', 'a', 'b'].hasOnly(['a', 'b', 'b', 'c'])", true],
    ["[].hasOnly(['a'])", true],
    ["['a', 'b'].hasAll(['a'])", true],
    ["['a', 'b'].hasAll(['a', 'c'])", false],
    ["['a', 'b'].hasAll([])", true],
    ["['a', 'b'].hasAny(['c', 'b'])", true],
    ["['a', 'b'].hasAny(['c'])", false],
    ["['a', 'b'].hasAny([])", false],
    ["['a', 'b'].hasAll(['a'].toSet())", true],
    ['[1, 2].hasAll([1.0])', true],
  ])('%s is %o', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });

  it.each([
    ['[1, 2].concat([3, 4])', [1, 2, 3, 4]],
    ["['a', 'b', 'c'].join('/')", 'a/b/c'],
    ["[].join(',')", ''],
    ['[1, 2, 3, 2].removeAll([2])', [1, 3]],
    ['[1, 2, 1].toSet().size()', 2],
    ['[3, 1, 3].toSet() == [1, 3].toSet()', true],
    ['[1, 2, 3].size()', 3],
    ['[10, 20, 30][1]', 20],
    ['[10, 20, 30][0:2]', [10, 20]],
    ['[10, 20, 30][1:1]', []],
    ['[10, 20, 30][:2]', [10, 20]],
    ["'b' in ['a', 'b']", true],
    ['[[1]] == [[1]]', true],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it.each([
    ['[1, 2][2]', /out of range/],
    ['[1, 2][-1]', /out of range/],
    ['[1, 2][1.0]', /Index must be an int/],
    ['[1, 2][2:1]', /out of bounds/],
    ['[1, 2].join(",")', /list of strings/],
    ['[1].concat(2)', /expected list/],
    ['[1].hasAll(1)', /list or set/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});
