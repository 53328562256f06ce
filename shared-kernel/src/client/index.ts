export { createClientKernel, type ClientKernel } from './create-client-kernel';
