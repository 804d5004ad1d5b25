// The conventional-changelog preset `lerna version --conventional-commits` uses (lerna.json). It reads
// both commit header styles this repository accepts (docs/releasing.md):
//   feat(engine): add or-opt         Conventional Commits, the package as scope: Features / Bug Fixes / ...
//   engine: add or-opt               the house style: listed under "Changes" (a patch release)
//   engine!: ... or a "BREAKING CHANGE:" footer: breaking (a major release; minor while 0.x, as semver)
// Everything else (rendering, links, sorting) is conventional-changelog-angular's.
import createAngularPreset from 'conventional-changelog-angular';

const TYPES = {
  feat: 'Features',
  fix: 'Bug Fixes',
  perf: 'Performance Improvements',
  revert: 'Reverts',
};
const HEADER =
  /^(?:(feat|fix|perf|revert|docs|style|refactor|test|build|ci|chore)(?:\(([^)]+)\))?|([\w@/+.-]+(?:, ?[\w@/+.-]+)*))(!)?: (.*)$/;

function transform(commit) {
  const breaking = commit.breaking === '!' || commit.notes.length > 0;
  if (commit.type && !TYPES[commit.type] && !breaking) return undefined; // docs, tests, chores: not listed
  for (const note of commit.notes) note.title = 'BREAKING CHANGES';
  if (commit.breaking === '!' && commit.notes.length === 0)
    commit.notes.push({ title: 'BREAKING CHANGES', text: commit.subject });
  commit.type = TYPES[commit.type] ?? 'Changes';
  commit.scope = commit.scope ?? commit.packages ?? '';
  if (typeof commit.hash === 'string') commit.shortHash = commit.hash.substring(0, 7);
  return commit;
}

function whatBump(commits) {
  const breaking = commits.filter((c) => c.breaking === '!' || c.notes.length > 0).length;
  const features = commits.filter((c) => c.type === 'feat').length;
  return {
    level: breaking > 0 ? 0 : features > 0 ? 1 : 2,
    reason: `${breaking} breaking, ${features} features, ${commits.length - breaking - features} other changes`,
  };
}

export default async function createPreset() {
  const angular = await createAngularPreset();
  const parserOpts = {
    ...angular.parserOpts,
    headerPattern: HEADER,
    headerCorrespondence: ['type', 'scope', 'packages', 'breaking', 'subject'],
  };
  // No public repository URL yet: short hashes, not links guessed from the clone's path.
  const finalizeContext = (context) => ({ ...context, linkReferences: false });
  const writerOpts = { ...angular.writerOpts, transform, finalizeContext };
  return {
    parserOpts,
    writerOpts,
    recommendedBumpOpts: { parserOpts, whatBump },
    conventionalChangelog: { parserOpts, writerOpts },
  };
}
