package app.colorbook;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
