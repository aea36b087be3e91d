export { ReturnButton } from './components/return-button';
