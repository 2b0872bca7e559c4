import type { SourceCatalogue } from '@pulseboard/shared';
import { isTypeFormValid, remoteOptionsUrl, setParameter, shownParameters } from './type-form';

const catalogue: SourceCatalogue = {
  type: 'demo',
  realTime: false,
  metrics: [],
  dimensions: [],
  parameters: [
    { name: 'property', label: 'Client', input: 'select', required: true, scope: 'global', remote: true },
    {
      name: 'dataset',
      label: 'Data',
      input: 'select',
      required: true,
      scope: 'widget',
      options: [
        { value: 'web', label: 'Web' },
        { value: 'ads', label: 'Ads' },
      ],
    },
    { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', remote: true, dependsOn: 'dataset' },
    { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'metrics' },
    { name: 'campaign', label: 'Campaign', input: 'select', required: true, scope: 'widget', options: [], condition: { parameter: 'dataset', values: ['ads'] } },
    { name: 'compareYear', label: 'Compare year', input: 'boolean', required: false, scope: 'widget' },
  ],
};

const complete = { property: 'acme', dataset: 'web', metrics: ['sessions'], compareYear: false };

describe('the type form (spec §5)', () => {
  it('is valid when every required parameter has a value', () => {
    expect(isTypeFormValid(catalogue, complete)).toBe(true);
    expect(isTypeFormValid(catalogue, { ...complete, property: '' })).toBe(false);
    expect(isTypeFormValid(catalogue, { ...complete, metrics: [] })).toBe(false);
  });

  it('leaves optional parameters optional', () => {
    expect(isTypeFormValid(catalogue, { ...complete, dimension: undefined })).toBe(true);
  });

  it('skips a required parameter whose condition excludes it, and requires it once included', () => {
    expect(shownParameters(catalogue, complete).map((parameter) => parameter.name)).not.toContain('campaign');
    expect(isTypeFormValid(catalogue, { ...complete, dataset: 'ads' })).toBe(false);
    expect(isTypeFormValid(catalogue, { ...complete, dataset: 'ads', campaign: 'spring' })).toBe(true);
  });

  it('wants booleans to be true or false', () => {
    expect(isTypeFormValid(catalogue, { ...complete, compareYear: true })).toBe(true);
    expect(isTypeFormValid(catalogue, { ...complete, compareYear: undefined })).toBe(false);
    expect(isTypeFormValid(catalogue, { ...complete, compareYear: 'yes' })).toBe(false);
  });
});

describe('setting a parameter', () => {
  it('drops the values chosen from lists that depended on it, all the way down', () => {
    expect(setParameter(catalogue, { ...complete, dimension: 'date' }, 'dataset', 'ads')).toEqual({ property: 'acme', dataset: 'ads', compareYear: false });
  });

  it('drops the values of parameters the new value excludes', () => {
    expect(setParameter(catalogue, { ...complete, dataset: 'ads', campaign: 'spring' }, 'dataset', 'web')).not.toHaveProperty('campaign');
  });

  it('removes a cleared value', () => {
    expect(setParameter(catalogue, complete, 'property', null)).not.toHaveProperty('property');
  });
});

describe('remote option lists', () => {
  const [property, , metrics, dimension] = catalogue.parameters;

  it('come from the source, with the values of the parameter they depend on', () => {
    expect(remoteOptionsUrl(5, property!, {}, catalogue)).toBe('/api/sources/5/property');
    expect(remoteOptionsUrl(5, metrics!, { dataset: 'web' }, catalogue)).toBe('/api/sources/5/metrics?dataset=web');
    expect(remoteOptionsUrl(5, dimension!, { metrics: ['sessions', 'users'] }, catalogue)).toBe('/api/sources/5/dimension?metrics=sessions&metrics=users');
  });

  it('carry the values of every parameter up the chain it depends on', () => {
    expect(remoteOptionsUrl(5, dimension!, { property: 'acme', dataset: 'web', metrics: ['sessions'] }, catalogue)).toBe('/api/sources/5/dimension?metrics=sessions&dataset=web');
  });

  it('wait for a source and for the parameter they depend on', () => {
    expect(remoteOptionsUrl(null, property!, {}, catalogue)).toBeNull();
    expect(remoteOptionsUrl(5, metrics!, {}, catalogue)).toBeNull();
  });
});
