import { Config } from '@stencil/core';

export const config: Config = {
  namespace: 'shop',
  outputTargets: [{ type: 'dist' }],
};
