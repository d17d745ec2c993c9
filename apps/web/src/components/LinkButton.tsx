import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** An antd Button that navigates inside the app (avoids nesting a button in a link). */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
