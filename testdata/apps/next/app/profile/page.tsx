"use client";

import { useEffect, useState } from "react";

type Profile = { user: { name: string } };

// The profile page fetches /api/profile, which answers 500 with an error
// body; the page renders that body as if it were a profile.
export default function ProfilePage() {
  const [profile, setProfile] = useState<Profile | null>(null);

  useEffect(() => {
    fetch("/api/profile")
      .then((res) => res.json())
      .then(setProfile);
  }, []);

  if (!profile) {
    return <p>Loading…</p>;
  }
  const name = profile.user.name.toUpperCase(); // BUG:render-typeerror
  return <h1>Hello {name}</h1>;
}
