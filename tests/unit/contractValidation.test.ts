import { describe, expect, it } from 'vitest';
import { BannerCreateBody } from '../../src/contract/campaigns.ts';
import { CompanyCreateBody } from '../../src/contract/companies.ts';
import { EmployeeCreateBody } from '../../src/contract/employees.ts';
import { composeValidators, contractValidator } from '../../src/custom/form/contractValidation.ts';

describe('contract validation of a form', () => {
  it('answers nothing for a body the contract accepts', () => {
    const validate = contractValidator(CompanyCreateBody);
    expect(validate({ name: 'Acme', email: null, address: null })).toEqual({});
  });

  it('names each refused field with its message, nested like the values', () => {
    const validate = contractValidator(CompanyCreateBody);
    const errors = validate({ name: ' ', email: 'not-an-email', address: { line_1: '', city: 'Austin', state: 'TX', zip: '1' }, primary_accent_color: 'red' });
    expect(errors).toEqual({
      name: 'ra.validation.required',
      email: 'lsm.forms.validation.email',
      address: { line_1: 'ra.validation.required', zip: 'lsm.forms.validation.invalid' },
      primary_accent_color: 'lsm.forms.validation.invalid',
    });
  });

  it('states the limit of a too long text and a too long list', () => {
    const validate = contractValidator(BannerCreateBody);
    const errors = validate({ name: 'x'.repeat(500), featured_products: Array.from({ length: 60 }, (_, index) => index + 1) });
    expect(errors.name).toEqual({ message: 'lsm.forms.validation.too_long', args: { max: expect.any(Number) } });
    expect(errors.featured_products).toEqual({ message: 'lsm.forms.validation.too_many', args: { max: 50 } });
  });

  it('reports a missing property and maps body names to the form’s names and messages', () => {
    const validate = contractValidator<{ first: string; mail: string }>(EmployeeCreateBody, {
      toBody: (values) => ({ first_name: values.first, email: values.mail }),
      fields: { first_name: 'first', email: 'mail' },
      messages: { email: 'lsm.employees.form.invalid_email' },
    });
    const errors = validate({ first: '', mail: 'nope' });
    expect(errors.first).toBe('ra.validation.required');
    expect(errors.mail).toBe('lsm.employees.form.invalid_email');
    expect(errors.last_name).toBe('ra.validation.required');
  });

  it('composes with a form’s own rules, the first message of a field standing', () => {
    const validate = composeValidators<{ a: string; b: string }>(
      () => ({ a: 'ra.validation.required' }),
      () => ({ a: 'lsm.forms.validation.invalid', b: 'lsm.forms.validation.invalid' }),
    );
    expect(validate({ a: '', b: '' })).toEqual({ a: 'ra.validation.required', b: 'lsm.forms.validation.invalid' });
  });
});
