import preact from '@preact/preset-vite'; export default { plugins: [preact()] }
