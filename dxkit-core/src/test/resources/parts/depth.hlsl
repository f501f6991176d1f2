// dxkit fixture: SM 4.0 pixel program with depth, coverage and a per-sample input.
float4 main(float4 p : SV_Position, sample float2 t : TEXCOORD0, out float d : SV_Depth, out uint m : SV_Coverage) : SV_Target {
    d = t.x; m = 1; return p;
}
