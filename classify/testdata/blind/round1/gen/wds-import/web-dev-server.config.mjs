export default { port: 19431, nodeResolve: true, rootDir: '.' };
