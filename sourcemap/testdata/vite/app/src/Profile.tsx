import { useState } from "react";

export type User = { name: string; email?: string };

export function Profile({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="profile" onClick={() => setOpen(!open)}>
      {user.name} {open ? user.email : ""}
    </div>
  );
}

export function formatEmail(user: User): string {
  const domain = user.email!.split("@")[1];
  if (!domain) {
    throw new Error(`bad email for ${user.name}`);
  }
  return domain.toUpperCase();
}
