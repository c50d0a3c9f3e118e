import type { ReactNode } from "react";

export const metadata = { title: "errbundle Next.js app" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
