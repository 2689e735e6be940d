import type { ReactNode } from "react";

/** The dark band at the top of each public page (the transparent header sits on it): h1 and intro. */
export function PageHero({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title">{title}</h1>
        <p className="hero-intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}
