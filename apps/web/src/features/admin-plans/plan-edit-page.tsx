import { ArrowLeft, SquarePen } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PlaceholderScreen } from '../../components/placeholder-screen';

export function PlanEditPage() {
  const { id } = useParams();
  return (
    <PlaceholderScreen
      title="Edit plan"
      description={`The title, description, price, Stripe price ID and page limits of plan #${id}.`}
      icon={SquarePen}
    >
      <ButtonLink to="/admin/plans" variant="secondary">
        <ArrowLeft className="size-5" aria-hidden="true" />
        Back to plans
      </ButtonLink>
    </PlaceholderScreen>
  );
}

export { PlanEditPage as Component };
