"use client";

import { useEffect, useState } from "react";

type Profile = { user: { name: string } };

// The profile page fetches /api/profile/7, whose handler throws: Next.js
// answers 500 with no profile, and the page renders what came back as if
// it were one.
export default function ProfilePage() {
  const [profile, setProfile] = useState<Profile | null>(null);

  useEffect(() => {
    fetch("/api/profile/7")
      .then((res) => res.json().catch(() => ({})))
      .then(setProfile);
  }, []);

  if (!profile) {
    return <p>Loading…</p>;
  }
  const name = profile.user.name.toUpperCase(); // BUG:render-typeerror
  return <h1>Hello {name}</h1>;
}
