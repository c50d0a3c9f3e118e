export default [
  { files: ['**/*.js'], rules: { 'no-unused-vars': 'error', semi: ['error', 'always', 'sometimes'] } },
];
