exports.parse = (s) => Object.fromEntries([s.split('=')]);
