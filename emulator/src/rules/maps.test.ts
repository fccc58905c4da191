import { describe, it } from 'vitest';
import { expectExpr, expectExprError } from './test-helpers.ts';

// Examples from the rules.Map and rules.MapDiff references.
describe('map methods and access', () => {
  it.each([
    ['{"a": 3,"b": 2}.get("c", 7)', 7],
    ['{"a": [2, 7], "b": [9, 12]}.get("c", [1, 1])', [1, 1]],
    ['{"a": [2, 7],"b": [9, 12]}.get("b", [1, 1])', [9, 12]],
    ['{"a": {"b": 1},"c": 2}.get(["a", "b"], 7)', 1],
    ['{"a": {"b": 1},"c": 2}.get(["a", "x"], 7)', 7],
    ['{"a": null}.get("a", 7)', null],
    ['{"a": 1, "b": 2}.keys()', ['a', 'b']],
    ['{"a": 1, "b": 2}.values()', [1, 2]],
    ['{"a": 1, "b": 2}.size()', 2],
    ['{}.size()', 0],
    ['{"a": {"b": "c"}}.a.b', 'c'],
    ['{"a": 1}["a"]', 1],
    ['{"a": 1, "b": 2}.keys().hasOnly(["a", "b", "c"])', true],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it.each([
    ['{"a": 1}.b', /Property 'b' is undefined on object/],
    ['{"a": 1}["b"]', /Property 'b' is undefined/],
    ['{"a": 1}.get(1, 0)', /string or non-empty list/],
    ['{1: 2}', /Map keys must be strings/],
    ['{"a": 1}.diff([1])', /expected map/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message);
  });
});

describe('map diff', () => {
  it.each([
    ['{"a":1}.diff({}).addedKeys() == ["a"].toSet()', true],
    ['({"a":0, "c":0, "u":0}).diff({"r":0, "c":1, "u": 0}).affectedKeys() == ["a", "r", "c"].toSet()', true],
    ['{"a":0}.diff({"a":1, "b":4}).changedKeys() == ["a"].toSet()', true],
    ['{}.diff({"a":1}).removedKeys() == ["a"].toSet()', true],
    ['{"a": 0}.diff({"a":0}).unchangedKeys() == ["a"].toSet()', true],
    ['{"a": 0, "b": 1}.diff({"a": 0, "b": 1}).affectedKeys().size() == 0', true],
    ['{"n": 1}.diff({"n": 1.0}).changedKeys().size() == 0', true],
    ['{"m": {"x": [1, 2]}}.diff({"m": {"x": [1, 3]}}).changedKeys() == ["m"].toSet()', true],
    ['{"a": 1, "b": 2, "c": 3}.diff({"a": 1, "b": 5}).affectedKeys().hasOnly(["b", "c"])', true],
  ])('%s', (src, value) => {
    expectExpr(src, value, { type: 'bool' });
  });
});
