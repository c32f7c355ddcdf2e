import type { MessageKey, PatternName } from '@scenecast/contracts';
import { Form, Input } from 'antd';
import { patternRule, requiredRule, sameAsRule } from '../formRules';

interface NewPasswordFieldsProps {
  /** The API's name for the confirmation (confirmpassword, subPassword); the password is always `password`. */
  confirmName: string;
  labels: { password: string; confirm: string };
  required: { password: MessageKey; confirm: MessageKey };
  pattern: PatternName;
}

/** A new password and its confirmation, which must equal it. */
export function NewPasswordFields({ confirmName, labels, required, pattern }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        name="password"
        label={labels.password}
        rules={[requiredRule(required.password), patternRule(pattern)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirmName}
        label={labels.confirm}
        dependencies={['password']}
        rules={[requiredRule(required.confirm), sameAsRule('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
