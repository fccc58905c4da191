import { describe, expect, it } from 'vitest';
import { RulesRegistry } from './rules-registry.ts';

const rulesAllowing = (collection: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /${collection}/{id} { allow read: if true; }
  }
}`;

const allowsGet = (registry: RulesRegistry, projectId: string, collection: string) =>
  registry.rulesFor(projectId)?.evaluate({
    service: 'cloud.firestore',
    path: `${collection}/x`,
    method: 'get',
    auth: null,
    resource: null,
  }).allowed;

describe('RulesRegistry.overrideRules', () => {
  it("wins over the file's and the project's rules while set, and lifting it restores them", () => {
    const registry = new RulesRegistry({ service: 'cloud.firestore', defaultFileName: 'firestore.rules' });
    registry.setDefault(registry.compile(rulesAllowing('fromFile')));
    registry.setProjectRules('p1', [{ content: rulesAllowing('fromProject') }]);
    const override = registry.compile(rulesAllowing('fromOverride'));
    const asked: string[] = [];
    registry.overrideRules((projectId) => {
      asked.push(projectId);
      return override;
    });

    expect(allowsGet(registry, 'p1', 'fromOverride')).toBe(true);
    expect(allowsGet(registry, 'p1', 'fromProject')).toBe(false);
    expect(allowsGet(registry, 'p2', 'fromFile')).toBe(false);
    // Rules loaded while the override holds are stored, and apply once it is lifted.
    registry.setProjectRules('p2', [{ content: rulesAllowing('fromProject') }]);
    expect(allowsGet(registry, 'p2', 'fromOverride')).toBe(true);
    expect(asked).toEqual(['p1', 'p1', 'p2', 'p2']);

    registry.overrideRules(null);
    expect(allowsGet(registry, 'p1', 'fromProject')).toBe(true);
    expect(allowsGet(registry, 'p2', 'fromProject')).toBe(true);
    expect(allowsGet(registry, 'p3', 'fromFile')).toBe(true);
    expect(allowsGet(registry, 'p1', 'fromOverride')).toBe(false);
  });
});
