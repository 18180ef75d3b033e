import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Messages are translated through useLsmTranslate, whose keys the type check knows (issue 11).
const untypedTranslate = {
  name: 'react-admin',
  importNames: ['useTranslate'],
  message: 'Use useLsmTranslate (src/providers/i18n/useLsmTranslate.ts): a key that does not exist fails the type check.',
};
const providerPatterns = [
  { group: ['**/resources/**'], message: 'src/providers never imports src/resources: wire glue lives in src/providers/data/.' },
  { group: ['**/server/**'], message: 'The browser app reaches the server over HTTP only.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'data', 'coverage', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Layers (DESIGN.md): pure rules below the screens, the server apart from the browser app.
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-admin'].map((name) => ({ name, message: 'src/domain holds pure rules: no React.' })),
          patterns: [
            { group: ['react/*', 'react-dom/*', 'ra-*', '@mui/*'], message: 'src/domain holds pure rules: no React.' },
            { group: ['**/providers/**', '**/resources/**', '**/custom/**'], message: 'src/domain imports no browser app layer.' },
            { group: ['**/server/**'], message: 'src/domain imports no server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/resources/**/*.{ts,tsx}', 'src/custom/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [untypedTranslate], patterns: [{ group: ['**/server/**'], message: 'The browser app reaches the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedTranslate], patterns: providerPatterns }] },
  },
  {
    files: ['src/providers/i18n/useLsmTranslate.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: providerPatterns }] },
  },
  {
    files: ['src/*.{ts,tsx}', 'src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedTranslate] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/resources/**', '**/src/providers/**', '**/src/custom/**'], message: 'The server shares only src/contract and src/domain with the browser app.' }] },
      ],
    },
  },
);
