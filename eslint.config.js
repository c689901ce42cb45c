import js from '@eslint/js';
import { readdirSync, readFileSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The users module lends its members table to other modules' queries that read; changes go through UsersService. */
const membersChangedByTheirOwner = {
  selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name='members']",
  message: 'Members are changed through UsersService: the users module owns the table.',
};
const realtimeTablesAskedOfThePackage = {
  selector: 'TemplateElement[value.raw=/\\brealtime_/], Literal[value=/\\brealtime_/]',
  message: "The realtime service's tables are its own: ask @meshwork/realtime-server (e.g. connectedMembers).",
};

/** The product's tables, from the newest migration snapshot drizzle-kit wrote. */
function productTableNames() {
  const meta = new URL('apps/server/src/db/migrations/meta/', import.meta.url);
  const newest = readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  return Object.values(JSON.parse(readFileSync(new URL(newest, meta), 'utf8')).tables).map((table) => table.name);
}
const tablesOfTheSchema = {
  selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join|into|update)\\s+(${productTableNames().join('|')})\\b/i]`,
  message:
    "Name tables and columns through the schema (`from ${friendships} ${fr}`, `${fr.status}`, with drizzle's alias()), so that a rename fails to compile.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.test-results/**',
      'apps/server/src/db/migrations/**',
      'packages/realtime-server/src/migrations/**',
      // Generated from the OpenAPI document by npm run api:generate.
      'apps/web/src/api/schema.d.ts',
      'bench/**/results-*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Query keys are data kept in one factory per feature (`friendsKeys.list(search)`), never written out where they are used.
      'no-restricted-syntax': [
        'error',
        // A literal array, also behind `as const` or `satisfies`.
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          "Property[key.name='queryKey'] > :matches(TSAsExpression, TSSatisfiesExpression) > ArrayExpression",
          'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression:first-child',
          'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > :matches(TSAsExpression, TSSatisfiesExpression):first-child > ArrayExpression',
        ].map((selector) => ({ selector, message: "Take the query key from the feature's key factory, e.g. friendsKeys.list(search)." })),
      ],
    },
  },
  {
    // A component calls its feature's hooks (use<Thing>.ts, <feature>Queries.ts), never the API itself:
    // what a call changes in the cache and how its failure reads stay in one place (docs/architecture.md).
    files: ['apps/web/src/features/**/*.tsx', 'apps/web/src/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/client$',
              message: "Call a hook of the feature (use<Thing>.ts or the feature's …Queries.ts) that calls the API client.",
            },
          ],
        },
      ],
    },
  },
  {
    // Module boundaries and table ownership are checked by dependency-cruiser (.dependency-cruiser.cjs);
    // these two rules of ownership live inside the code, where it cannot see.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', realtimeTablesAskedOfThePackage, tablesOfTheSchema] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/seed/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules/users/**'],
    rules: { 'no-restricted-syntax': ['error', membersChangedByTheirOwner, realtimeTablesAskedOfThePackage, tablesOfTheSchema] },
  },
  {
    // The demo network is made through the modules' services (docs/demo.md): it builds no query of its own.
    files: ['apps/server/src/seed/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'drizzle-orm', message: "The demo seed acts through the modules' services, never with queries of its own." }] },
      ],
    },
  },
  {
    // Test helpers read loosely typed JSON answers.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
