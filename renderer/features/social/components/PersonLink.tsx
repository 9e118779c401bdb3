import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Person } from '../../../../common/contract/social';
import { Avatar } from '../../../ui';
import styles from './people.module.css';

/** Avatar (with the border colour) and name of a person, as one link to their profile. */
export function PersonLink({ person, meta }: { person: Person; meta?: ReactNode }) {
  return (
    <Link to={`/profile/${person.id}`} className={styles.person} data-testid="person-link">
      <Avatar src={person.image} name={person.name} size="md" ringColor={person.profile_border} />
      <span className={styles.personText}>
        <span className={styles.personName}>{person.name}</span>
        {meta && <span className={styles.personMeta}>{meta}</span>}
      </span>
    </Link>
  );
}
