import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

type HomepageSectionProps = {
  /** The section's own class (its spacing). */
  className: string | undefined;
  /** The heading's id: the section is labelled by its heading (`aria-labelledby`). */
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
};

/** A section of the home page below the hero: a container headed by an h2 that names it. */
export default function HomepageSection({className, headingId, heading, children}: HomepageSectionProps): ReactNode {
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className="container">
        <Heading as="h2" id={headingId}>
          {heading}
        </Heading>
        {children}
      </div>
    </section>
  );
}
