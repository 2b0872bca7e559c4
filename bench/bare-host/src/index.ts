// The async boundary a federation host needs, as the product's host has it.
void import('./bootstrap.js');
