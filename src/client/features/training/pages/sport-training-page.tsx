import { useLocation } from 'react-router';
import { trainingSports } from '../../../../shared/training-sports';
import { PageIntro } from '../../../components/ui/page-intro';

/** One page module serves the eight sport routes; the path says which sport. */
export function Component() {
  const { pathname } = useLocation();
  const sport = trainingSports.find((entry) => entry.path === pathname) ?? trainingSports[0]!;
  return (
    <PageIntro
      title={`${sport.name} Training`}
      description={`The development journey and the ${sport.name.toLowerCase()} video library, level by level.`}
    />
  );
}
