export default {
  stories: ['../src/**/*.stories.js'],
  framework: '@storybook/html-vite',
};
