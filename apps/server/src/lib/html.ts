export { escapeHtml } from '@vernissage/core/text';
