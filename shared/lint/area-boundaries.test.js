import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The example files exist in no tsconfig, so the type-aware rules, which need one, are left out. */
const withoutTypes = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: false } },
  rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
};

/** Lints source text as if it were a file of the given package, with the repository's real config. */
async function lint(filePath, code) {
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: withoutTypes });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result.messages.filter((message) => message.ruleId === 'pulseboard/area-boundaries').map((message) => message.message);
}

it('stops a remote from importing the host or another remote', async () => {
  const messages = await lint('mfe-groups/src/example.ts', "import { a } from '@pulseboard/host';\nimport { b } from '@pulseboard/mfe-company';\nexport const c = [a, b];\n");
  expect(messages).toHaveLength(2);
  expect(messages[0]).toMatch(/'@pulseboard\/host' may not be imported from mfe-groups/);
});

it('stops relative imports that climb into another package', async () => {
  const messages = await lint('mfe-auth/src/example.ts', "export { x } from '../../mfe-dashboards/src/plugin';\n");
  expect(messages).toEqual([expect.stringMatching(/reaches outside mfe-auth/)]);
});

it('stops the host from importing a remote, which it must load at runtime', async () => {
  const messages = await lint('host/src/example.ts', "export const load = () => import('@pulseboard/mfe-dashboards');\n");
  expect(messages).toHaveLength(1);
});

it('lets remotes import shared and npm packages', async () => {
  const messages = await lint('mfe-groups/src/example.ts', "import { pathTo } from '@pulseboard/shared';\nimport { z } from 'zod';\nexport const a = [pathTo, z];\n");
  expect(messages).toEqual([]);
});
