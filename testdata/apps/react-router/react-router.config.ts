import type { Config } from '@react-router/dev/config';

// Framework mode, rendered on the server.
export default { ssr: true } satisfies Config;
