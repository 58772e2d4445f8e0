# Django 5.1: only the modules below are declared.
