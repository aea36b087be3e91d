export { ReturnButton } from './components/return-button';
export { ReturnRates } from './components/return-rates';
