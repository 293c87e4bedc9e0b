import { Form, Input, InputNumber } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { PL } from '../../../locale/personnel.ts';

// The form fields the area's forms (firm, demand, application, contract, comment) write alike.

/** A text of min..max characters, counted under the box; `message` is the spec's refusal for it. */
export function TextAreaItem({
  name,
  label,
  min,
  max,
  rows,
  message,
  placeholder,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  rows: number;
  message: string;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, min, max, message }]}>
      <Input.TextArea rows={rows} maxLength={max} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

/** A one-line text, required; `min` (characters) when the spec asks for one. */
export function TextItem({
  name,
  label,
  maxLength,
  message,
  min,
  placeholder,
}: {
  name: string;
  label: string;
  maxLength: number;
  message: string;
  min?: number;
  placeholder?: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[min === undefined ? { required: true, message } : { required: true, min, message }]}>
      <Input maxLength={maxLength} placeholder={placeholder} />
    </Form.Item>
  );
}

/** The contact's mobile number (11 digits, the spec's pattern). */
export function PhoneItem() {
  return (
    <Form.Item
      name="contactPhone"
      label={PL.contactPhone}
      rules={[{ required: true, pattern: PHONE_PATTERN, message: PERSONNEL_MSG.phoneInvalid }]}
    >
      <Input maxLength={11} />
    </Form.Item>
  );
}

/** A whole number from 1 to max, with its unit after the box (people, months). */
export function CountItem({
  name,
  label,
  max,
  unit,
  message,
}: {
  name: string;
  label: string;
  max: number;
  unit: string;
  message: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, type: 'integer', min: 1, max, message }]}>
      <InputNumber min={1} max={max} precision={0} style={{ width: '100%' }} addonAfter={unit} />
    </Form.Item>
  );
}
