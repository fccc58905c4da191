import { describe, it } from 'vitest';
import { expectExpr } from './test-helpers.ts';

// Examples from the rules.Set reference.
describe('set methods and operators', () => {
  it.each([
    ["['a','b'].toSet().size() == 2", true],
    ["'a' in ['a','b'].toSet()", true],
    ["'c' in ['a','b'].toSet()", false],
    ["['a','b'].toSet().difference(['a','c'].toSet()) == ['b'].toSet()", true],
    ["['a','b'].toSet().hasAll(['a','c'])", false],
    ["['d','e','f'].toSet().hasAll(['d','e'])", true],
    ["['a','b'].toSet().hasAny(['c','d'].toSet())", false],
    ["['a','b'].toSet().hasAny(['a','c'].toSet())", true],
    ["['a','b'].toSet().hasOnly(['a','c'])", false],
    ["['a','b'].toSet().hasOnly(['a','b'])", true],
    ["['a','b'].toSet().intersection(['a','c'].toSet()) == ['a'].toSet()", true],
    ["['a','b'].toSet().union(['a','c'].toSet()) == ['a', 'b', 'c'].toSet()", true],
    ["['a','b'].toSet() == ['b','a'].toSet()", true],
    ["['a','b'].toSet() == ['a'].toSet()", false],
    ["['a','b'].toSet().difference(['a','b'].toSet()).size() == 0", true],
    ['[1, 1.0, 2].toSet().size() == 2', true],
  ])('%s is %o', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });
});
