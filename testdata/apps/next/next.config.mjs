// The app lives inside errbundle's repository, which has lock files of its
// own higher up: pin the project root so Next.js does not guess it. The
// test runs Turbopack and webpack each in a build directory of its own.
const nextConfig = {
  distDir: process.env.ERRBUNDLE_NEXT_DIST_DIR || ".next",
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
  devIndicators: false,
};

export default nextConfig;
