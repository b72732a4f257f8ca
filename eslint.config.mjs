// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const remotes = ['mfe-content', 'mfe-shop', 'mfe-events', 'mfe-account', 'mfe-admin'];
const services = ['identity', 'content', 'events', 'shop', 'billing', 'pages', 'care'];

/**
 * Inside a remote, a feature reaches another feature only through that feature's index.ts (what it
 * offers the others), never its internals: features stay movable and their coupling stays visible.
 */
function featureZones(remote) {
  const root = `./${remote}/src/features`;
  if (!existsSync(root)) return [];
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature through its index.ts (what it offers), not its internals.`,
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '.tools/**',
      '.data/**',
      '.run/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One obvious home for each thing: a remote never imports another remote, a service never
      // imports another service; what they share lives in packages/ or services/kit.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...remotes.map((remote) => ({
              target: `./${remote}`,
              from: [
                './shell',
                ...remotes.filter((other) => other !== remote).map((other) => `./${other}`),
                './services',
              ],
              message: 'A remote imports only its own code and packages/.',
            })),
            {
              target: './shell',
              from: [...remotes.map((remote) => `./${remote}`), './services'],
              message: 'The shell loads remotes at runtime; it never imports them.',
            },
            // services/matrix (the authorisation matrix and bad-input sweep) is in no zone: it alone
            // builds all five services in one process.
            ...services.map((service) => ({
              target: `./services/${service}`,
              from: services.filter((other) => other !== service).map((other) => `./services/${other}`),
              message: 'A service never imports another service: move shared code to services/kit.',
            })),
            {
              target: './services',
              from: ['./shell', ...remotes.map((remote) => `./${remote}`)],
              message: 'A service never imports the shell or a remote: what they share lives in packages/.',
            },
            {
              target: './packages',
              from: ['./shell', ...remotes.map((remote) => `./${remote}`), './services'],
              message: 'Shared packages depend on nothing above them.',
            },
            ...remotes.flatMap(featureZones),
          ],
        },
      ],
      // Import cycles are found by scripts/check-import-cycles.mjs (every import, type-only ones
      // too, in about a second); import/no-cycle saw fewer and was 70% of this lint's time.
      'no-restricted-imports': [
        'error',
        {
          // react-bootstrap's Spinner is a <div>: inside a button or a line of text, invalid HTML.
          paths: [
            {
              name: 'react-bootstrap',
              importNames: ['Spinner'],
              message: "Use InlineSpinner from '@ministry/platform/states' (a <span>).",
            },
          ],
          patterns: [
            {
              group: ['react-bootstrap/*'],
              message:
                "Import from 'react-bootstrap' itself: the shell and the remotes share it as one module (packages/webpack-config/react-bootstrap.mjs).",
            },
          ],
        },
      ],
      // react-bootstrap's fade can leave a closed dialog in the page, invisible and holding the focus
      // (packages/platform/src/focus.ts, DIALOG_PROPS): every dialog opens without it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Modal']:not(:has(JSXSpreadAttribute > Identifier[name='DIALOG_PROPS']))",
          message: "Give every <Modal> {...DIALOG_PROPS} from '@ministry/platform/focus'.",
        },
      ],
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
  },
  {
    files: [
      '**/*.cjs',
      '**/jest.config.js',
      'jest.preset.js',
      'jest.*.js',
      '**/webpack.config.js',
      '**/module-federation.config.js',
      'packages/webpack-config/*.js',
      'services/kit/testing/*.js',
    ],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The shared react-bootstrap module itself: the one place that names its files.
  { files: ['packages/webpack-config/react-bootstrap.mjs'], rules: { 'no-restricted-imports': 'off' } },
);
