import { Button } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';

/**
 * Back to where the user came from, when this tab has somewhere to go back to (an error page
 * opened straight from a link has not: Home is offered beside it).
 */
export function GoBackButton() {
  const navigate = useNavigate();
  if (window.history.length <= 1) return null;
  return (
    <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(-1)}>
      Go back
    </Button>
  );
}
