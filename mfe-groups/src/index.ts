// Development entry only: runs this remote standalone in a minimal shell.
void import('./bootstrap');
